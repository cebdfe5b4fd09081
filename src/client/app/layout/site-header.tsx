import { LayoutDashboard, Menu, Phone, UserRound, X } from 'lucide-react';
import { staffHomes } from '#shared/constants/staff-homes.ts';
import { useId, useState } from 'react';
import { Link, NavLink, useLocation } from '../../lib/router.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Logo } from '../../components/layout/logo.tsx';
import { pageWidth } from '../../components/layout/page-width.ts';
import { cn } from '../../lib/cn.ts';
import { company } from '../../content/company.ts';
import { useSignedInCustomer } from '../../lib/signed-in-customer.ts';
import { useSignedInStaff } from '../../lib/signed-in-staff.ts';
import { useLoginDialog } from './login-dialog-context.tsx';

export const headerLinks = [
  { to: '/services', label: 'Services' },
  { to: '/reviews', label: 'Reviews' },
  { to: '/rate-contractor', label: 'Rate Contractor' },
  { to: '/contact', label: 'Contact' },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 font-medium text-ink hover:bg-stone-100',
    isActive && 'text-brand-700 underline decoration-2 underline-offset-8',
  );

export function SiteHeader() {
  const { setOpen } = useLoginDialog();
  // Signed in, the same button opens the account (the dialog's signed-in view: orders, Sign
  // Out, the way to the portal) under the customer's own name.
  const customer = useSignedInCustomer();
  const accountLabel = customer ? 'My Account' : 'Customer Login';
  // Signed-in staff get the way to their dashboard instead of "Customer Login" (issue #22);
  // one who is also signed in as a customer keeps the account too.
  const staff = useSignedInStaff();
  const staffHome = staff ? staffHomes[staff.role] : undefined;
  const showAccount = Boolean(customer) || !staffHome;
  const menuId = useId();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so following a link closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className={cn(pageWidth, 'flex h-16 items-center justify-between gap-4')}>
        <Link to="/" className="rounded-md" aria-label="RoofBid home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {headerLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden items-center gap-3 md:flex">
            {customer && (
              <span className="max-w-40 truncate text-sm text-muted">Hi, {customer.firstName}</span>
            )}
            {staffHome && (
              <Link
                to={staffHome.path}
                className={buttonVariants({ variant: 'secondary', size: 'sm' })}
              >
                <LayoutDashboard aria-hidden="true" />
                {staffHome.label}
              </Link>
            )}
            {showAccount && (
              <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
                <UserRound aria-hidden="true" />
                {accountLabel}
              </Button>
            )}
          </div>
          <div className="md:hidden">
            <Button
              variant="ghost"
              size="icon"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setMenuOpen(!menuOpen)}
            >
              {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            </Button>
          </div>
        </div>
      </div>
      <div id={menuId} hidden={!menuOpen} className="border-t border-line bg-white md:hidden">
        <nav aria-label="Mobile" className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
          {headerLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
          <a
            href={company.phoneHref}
            className="flex items-center gap-2 rounded-md px-3 py-2 font-medium text-ink hover:bg-stone-100"
          >
            <Phone className="size-4" aria-hidden="true" />
            Call {company.phoneDisplay}
          </a>
          {customer && (
            <p className="mt-2 truncate px-3 text-sm text-muted">
              Signed in as {customer.firstName}
            </p>
          )}
          {staffHome && (
            <Link
              to={staffHome.path}
              className={buttonVariants({ variant: 'secondary', className: 'mt-2' })}
            >
              <LayoutDashboard aria-hidden="true" />
              {staffHome.label}
            </Link>
          )}
          {showAccount && (
            <Button
              variant="secondary"
              className="mt-2"
              onClick={() => {
                setMenuOpen(false);
                setOpen(true);
              }}
            >
              <UserRound aria-hidden="true" />
              {accountLabel}
            </Button>
          )}
        </nav>
      </div>
    </header>
  );
}
