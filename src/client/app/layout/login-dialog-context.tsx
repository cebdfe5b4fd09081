import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

// The dialog's code (forms, order history) loads the first time someone opens it, so public
// pages do not pay for it up front.
const CustomerLoginDialog = lazy(
  () => import('../../features/customer-account/components/customer-login-dialog.tsx'),
);

type LoginDialogState = { open: boolean; setOpen: (open: boolean) => void };

const LoginDialogContext = createContext<LoginDialogState | null>(null);

export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const value = useMemo(
    () => ({
      open,
      setOpen: (next: boolean) => {
        if (next) setWanted(true);
        setOpen(next);
      },
    }),
    [open],
  );
  return (
    <LoginDialogContext.Provider value={value}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <CustomerLoginDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </LoginDialogContext.Provider>
  );
}

export function useLoginDialog() {
  const context = useContext(LoginDialogContext);
  if (!context) throw new Error('useLoginDialog must be used inside LoginDialogProvider');
  return context;
}
