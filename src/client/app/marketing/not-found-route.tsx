import { Link } from '../../lib/router.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';

export default function NotFoundRoute() {
  return (
    <div className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="text-3xl font-bold sm:text-4xl">Page not found</h1>
      <p className="text-lg text-muted">
        We couldn’t find that page. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonVariants()}>
          Back to the home page
        </Link>
        <Link to="/get-quote" className={buttonVariants({ variant: 'secondary' })}>
          Get roofing bids
        </Link>
      </div>
    </div>
  );
}
