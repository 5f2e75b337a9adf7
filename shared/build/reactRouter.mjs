/**
 * The react-router names the shell and the remotes use, and nothing else. The build shares this
 * module as 'react-router' (see sharedDependencies in index.cjs), so the federation singleton
 * holds only these exports, from react-router's production build in production, instead of the
 * whole package. A name used in an app but missing here is undefined at run time: add it here.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router/build-of-this-mode';
