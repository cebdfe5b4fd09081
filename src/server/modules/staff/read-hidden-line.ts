/** Reads one line from the terminal without echoing it (for passwords). */
export function readHiddenLine(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const stdin = process.stdin;
    process.stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let line = '';
    const onData = (char: string) => {
      if (char === '\r' || char === '\n' || char === '\u0004') {
        stdin.setRawMode(false);
        stdin.pause();
        stdin.off('data', onData);
        process.stdout.write('\n');
        resolve(line);
      } else if (char === '\u0003') {
        process.exit(130);
      } else if (char === '\u007f') {
        line = line.slice(0, -1);
      } else {
        line += char;
      }
    };
    stdin.on('data', onData);
  });
}

/** A password piped on stdin (first line); empty when nothing is piped. */
export async function readPipedPassword() {
  if (process.stdin.isTTY) return '';
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}
