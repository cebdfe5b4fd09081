/**
 * Group commit for a hot INSERT: writes that arrive while earlier ones are in flight go to the
 * database together, as one statement and one commit. PostgreSQL's cost per row falls by two
 * thirds from one row per commit to five (bench/README.md, POST /api/contact), and a caller is
 * still answered only once its own row has committed, so nothing acknowledged can be lost.
 *
 * No caller ever waits for a batch to fill: while fewer than `concurrency` writes are in flight
 * a new one starts at once, alone, so a quiet server answers exactly as before; under load the
 * writes that queue up behind those in flight leave together when one finishes.
 *
 * `write` receives the items and answers one result per item, in the same order. When a batch
 * of several fails, each of its items is tried again on its own, so one bad row (or a conflict
 * only a row of its own can report) fails only its own caller.
 */
export function writeBatcher<Item, Result>(
  write: (items: Item[]) => Promise<Result[]>,
  { concurrency = 4, maxBatch = 100 }: { concurrency?: number; maxBatch?: number } = {},
) {
  type Waiting = { item: Item; resolve: (result: Result) => void; reject: (err: unknown) => void };
  const queue: Waiting[] = [];
  let inFlight = 0;

  async function writeEach(batch: Waiting[]) {
    if (batch.length === 1) {
      const [only] = batch;
      only!.resolve((await write([only!.item]))[0]!);
      return;
    }
    let results: Result[];
    try {
      results = await write(batch.map((waiting) => waiting.item));
    } catch {
      await Promise.all(batch.map((waiting) => writeEach([waiting]).catch(waiting.reject)));
      return;
    }
    batch.forEach((waiting, i) => waiting.resolve(results[i]!));
  }

  function startBatches() {
    while (inFlight < concurrency && queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      inFlight += 1;
      void writeEach(batch)
        .catch((err: unknown) => batch[0]!.reject(err))
        .finally(() => {
          inFlight -= 1;
          startBatches();
        });
    }
  }

  return (item: Item) =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      startBatches();
    });
}
