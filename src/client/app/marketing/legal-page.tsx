import type { ReactNode } from 'react';
import { PageIntro } from '../../components/layout/page-intro.tsx';

export type LegalSection = { id: string; title: string; body: ReactNode };

// There is no typography plugin (page weight), so the legal text is styled from here through
// descendant variants instead of classes on every paragraph and list in the content files.
const prose = [
  'mt-4 space-y-4 leading-relaxed',
  '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_li]:pl-1',
  '[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_a:hover]:text-brand-800 [&_strong]:font-semibold',
  '[&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-semibold',
].join(' ');

/**
 * A long legal page (terms, privacy): the intro band with the date of the current version, a
 * table of contents of in-page links, then one labelled, numbered section per topic.
 */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  /** The date of the current version, as `{ iso: '2026-11-21', label: 'November 21, 2026' }`. */
  updated: { iso: string; label: string };
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <>
      <PageIntro eyebrow="Legal" title={title}>
        <p className="text-base font-medium text-ink">
          Last updated: <time dateTime={updated.iso}>{updated.label}</time>
        </p>
        <p className="mt-3">{intro}</p>
      </PageIntro>
      <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:py-14">
        <nav
          aria-labelledby="legal-toc-title"
          className="max-w-3xl rounded-xl border border-line bg-surface p-5 sm:p-6"
        >
          <h2 id="legal-toc-title" className="text-lg font-semibold">
            On this page
          </h2>
          <ol className="mt-3 sm:columns-2 sm:gap-8">
            {sections.map((section, index) => (
              <li key={section.id} className="break-inside-avoid">
                <a
                  href={`#${section.id}`}
                  className="flex min-h-11 items-center py-1 text-brand-700 underline-offset-4 hover:underline sm:min-h-9"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-12 max-w-3xl space-y-12">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              // Keeps the heading clear of the sticky site header after a jump from the contents.
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight">
                {index + 1}. {section.title}
              </h2>
              <div className={prose}>{section.body}</div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
