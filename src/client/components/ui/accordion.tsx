import { ChevronDown } from 'lucide-react';
import { createContext, useContext, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * An accordion on native <details>/<summary>: keyboard and screen-reader behaviour come from
 * the browser and it costs almost no script (Radix's would be 12 kB of the page budget).
 * `single` keeps at most one item open, across everything inside the Accordion.
 */
type AccordionState = {
  openValue: string | null;
  toggle: (value: string, open: boolean) => void;
};

const AccordionContext = createContext<AccordionState | null>(null);

export function Accordion({
  children,
  className,
}: {
  type?: 'single';
  collapsible?: boolean;
  children: ReactNode;
  className?: string;
}) {
  const [openValue, setOpenValue] = useState<string | null>(null);
  const toggle = (value: string, open: boolean) =>
    setOpenValue((current) => (open ? value : current === value ? null : current));
  return (
    <AccordionContext.Provider value={{ openValue, toggle }}>
      <div className={className}>{children}</div>
    </AccordionContext.Provider>
  );
}

export function AccordionItem({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  const accordion = useContext(AccordionContext);
  if (!accordion) throw new Error('AccordionItem must be inside an Accordion');
  const open = accordion.openValue === value;
  return (
    <details
      open={open}
      onToggle={(event) => {
        const nowOpen = event.currentTarget.open;
        if (nowOpen !== open) accordion.toggle(value, nowOpen);
      }}
      className={cn('group border-b border-line', className)}
    >
      {children}
    </details>
  );
}

export function AccordionTrigger({ className, children, ...props }: ComponentProps<'summary'>) {
  return (
    <summary
      className={cn(
        'flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-semibold hover:text-brand-700 [&::-webkit-details-marker]:hidden',
        className,
      )}
      {...props}
    >
      {children}
      <ChevronDown
        className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
        aria-hidden="true"
      />
    </summary>
  );
}

export function AccordionContent({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return <div className={cn('pb-4 leading-relaxed text-muted', className)}>{children}</div>;
}
