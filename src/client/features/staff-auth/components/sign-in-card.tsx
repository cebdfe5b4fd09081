import type { LucideIcon } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';

/** The small card both staff sign-in steps are drawn in: an icon and title, then the form. */
export function SignInCard({
  icon: Icon,
  title,
  onSubmit,
  children,
}: {
  icon: LucideIcon;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="mx-auto max-w-sm space-y-4 rounded-2xl border border-line bg-white p-6 shadow-sm"
    >
      <div className="flex items-center gap-2">
        <Icon className="size-5 text-brand-700" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{title}</h2>
      </div>
      {children}
    </form>
  );
}
