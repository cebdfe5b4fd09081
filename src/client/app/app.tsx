import { BrowserRouter } from '../lib/router.tsx';
import { LazyToaster } from '../components/ui/toaster-lazy.tsx';
import { AppRoutes } from './router.tsx';

export function App() {
  return (
    <>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <LazyToaster />
    </>
  );
}
