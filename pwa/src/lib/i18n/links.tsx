// @chunk core
/**
 * The router's links and navigation in the page's language: a screen writes `<Link to="/shop">` and a
 * Spanish page links to `/es/shop`, so each language's pages link to their own twins. Addresses with no
 * twin (the admin area, another site) are left as they are.
 */
import { useCallback, type Ref } from "react";
import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  NavLink as RouterNavLink,
  useNavigate as useRouterNavigate,
  type LinkProps,
  type NavigateFunction,
  type NavigateOptions,
  type NavigateProps,
  type NavLinkProps,
  type To,
} from "react-router-dom";
import type { Lang } from "#shared/rules/languages";
import { pathInLang } from "#shared/rules/lang-path";
import { useLang } from "./use-lang";

/** `to` in `lang`: a path string, or a path object's `pathname`. */
export function toInLang(to: To, lang: Lang): To {
  if (typeof to === "string") return pathInLang(to, lang);
  return to.pathname === undefined ? to : { ...to, pathname: pathInLang(to.pathname, lang) };
}

export function Link({ to, ...props }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return <RouterLink to={toInLang(to, useLang())} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return <RouterNavLink to={toInLang(to, useLang())} {...props} />;
}

export function Navigate({ to, ...props }: NavigateProps) {
  return <RouterNavigate to={toInLang(to, useLang())} {...props} />;
}

/** The router's navigate, with paths in the page's language. */
export function useNavigate(): NavigateFunction {
  const navigate = useRouterNavigate();
  const lang = useLang();
  return useCallback(
    ((to: To | number, options?: NavigateOptions) => (typeof to === "number" ? navigate(to) : navigate(toInLang(to, lang), options))) as NavigateFunction,
    [navigate, lang],
  );
}
