// `@portal/shared/router`: what the remotes use of react-router, and only that (issue 29.2). The shell shares this
// entry instead of the whole react-router: a shared module is built with every export kept (a remote might ask for
// any), so sharing the package put all of react-router (data routers, loaders, forms, SSR helpers) in every page's
// start. The shell bundles react-router once, tree-shaken, and this entry re-exports from that one copy: the remotes'
// hooks read the shell's router context. Remotes may not import react-router themselves (biome.json); their tests
// take MemoryRouter, Routes and Route from `@portal/shared/testing`. A remote needing another export adds it here.
export { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
