import {
  Children,
  createContext,
  isValidElement,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

/**
 * The part of React Router's declarative mode this app uses (`<BrowserRouter>`, `<Routes>`,
 * `<Route>`, `<Outlet>`, `<Link>`, `<NavLink>`, `useLocation`, `useNavigate`,
 * `useSearchParams`), with the same behaviour for the way it is used here: absolute paths,
 * location updates in a transition (the old page stays until the next one's chunk is in),
 * paths matched case-insensitively and without a trailing slash, `*` when nothing else matches.
 * React Router was 13.5 kB gzip on every page; this is about 1 kB
 * (docs/decisions/page-weight.md).
 */

export type Location = { pathname: string; search: string; hash: string; state: unknown };
type NavigateOptions = { replace?: boolean; state?: unknown };
type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

const readLocation = (): Location => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  state: (window.history.state as { usr?: unknown } | null)?.usr ?? null,
});

const LocationContext = createContext<{ location: Location; update: () => void } | null>(null);
const OutletContext = createContext<ReactNode>(null);

function useRouter() {
  const router = useContext(LocationContext);
  if (!router) throw new Error('Router hooks need a <BrowserRouter> above them');
  return router;
}

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readLocation);
  const update = useCallback(() => {
    const next = readLocation();
    startTransition(() => setLocation(next));
  }, []);
  useLayoutEffect(() => {
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, [update]);
  const value = useMemo(() => ({ location, update }), [location, update]);
  return <LocationContext value={value}>{children}</LocationContext>;
}

export const useLocation = () => useRouter().location;

const pathOf = (to: string) => {
  const url = new URL(to, window.location.href);
  return url.pathname + url.search + url.hash;
};

export function useNavigate(): NavigateFunction {
  const { update } = useRouter();
  return useCallback(
    (to, options = {}) => {
      if (typeof to === 'number') {
        window.history.go(to);
        return;
      }
      const state = { usr: options.state ?? null, key: Math.random().toString(36).slice(2, 10) };
      if (options.replace) window.history.replaceState(state, '', pathOf(to));
      else window.history.pushState(state, '', pathOf(to));
      update();
    },
    [update],
  );
}

type SearchInit = URLSearchParams | string | Record<string, string>;

export function useSearchParams() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [navigate, params],
  );
  return [params, setParams] as const;
}

type RouteProps = { path?: string; index?: boolean; element?: ReactNode; children?: ReactNode };

/** Declares a page; `<Routes>` reads its props and renders the one that matches. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

const routesOf = (children: ReactNode) =>
  Children.toArray(children).filter((child): child is ReactElement<RouteProps> =>
    isValidElement(child),
  );

function match(routes: ReactElement<RouteProps>[], path: string): ReactNode | undefined {
  const wrap = (route: RouteProps, outlet: ReactNode) => (
    <OutletContext value={outlet}>{route.element ?? outlet}</OutletContext>
  );
  for (const { props } of routes) {
    if (props.children !== undefined && !props.path) {
      const inner = match(routesOf(props.children), path);
      if (inner !== undefined) return wrap(props, inner);
    } else if (props.index ? path === '' : props.path !== '*' && props.path === path) {
      return wrap(props, null);
    }
  }
  const fallback = routes.find(({ props }) => props.path === '*');
  return fallback ? wrap(fallback.props, null) : undefined;
}

export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const path = pathname.toLowerCase().replace(/^\/+|\/+$/g, '');
  return match(routesOf(children), path) ?? null;
}

export const Outlet = () => useContext(OutletContext);

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: React.Ref<HTMLAnchorElement>;
};

export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    ) {
      return;
    }
    event.preventDefault();
    const here = location.pathname + location.search + location.hash;
    navigate(to, { replace: replace ?? here === pathOf(to), state });
  };
  return <a {...rest} href={to} target={target} onClick={handleClick} />;
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  end?: boolean;
};

export function NavLink({ className, end = false, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const current = pathname.toLowerCase();
  const target = new URL(rest.to, window.location.href).pathname.toLowerCase();
  const isActive =
    current === target ||
    (!end && target !== '/' && current.startsWith(target) && current.charAt(target.length) === '/');
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={
        typeof className === 'function'
          ? className({ isActive })
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ')
      }
    />
  );
}
