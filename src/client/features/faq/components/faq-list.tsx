import type { FaqEntry } from '#shared/schemas/faq.ts';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../../components/ui/accordion.tsx';
import { useFaq } from '../api/get-faq.ts';

function groupByCategory(entries: FaqEntry[]) {
  const groups = new Map<string, FaqEntry[]>();
  for (const entry of entries) {
    const list = groups.get(entry.category) ?? [];
    list.push(entry);
    groups.set(entry.category, list);
  }
  return [...groups];
}

/** FAQ entries grouped by category; one answer open at a time across the whole page. */
export function FaqList() {
  const faq = useFaq();

  if (faq.status === 'pending') {
    return (
      <p role="status" className="py-8 text-muted">
        Loading FAQ entries...
      </p>
    );
  }
  if (faq.status === 'error') {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        Failed to load FAQ entries. Please try refreshing the page.
      </p>
    );
  }
  const data = faq.data;
  if (data.length === 0) {
    return <p className="py-8 text-muted">No FAQ entries available at this time.</p>;
  }

  return (
    <Accordion type="single" collapsible className="space-y-10">
      {groupByCategory(data).map(([category, entries]) => (
        <section key={category} aria-labelledby={`faq-${slug(category)}`}>
          <h2 id={`faq-${slug(category)}`} className="mb-2 text-xl font-bold">
            {category}
          </h2>
          {entries.map((entry) => (
            <AccordionItem key={entry.id} value={entry.id}>
              <AccordionTrigger>{entry.question}</AccordionTrigger>
              <AccordionContent>{entry.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </section>
      ))}
    </Accordion>
  );
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
