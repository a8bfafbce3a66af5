import { href } from '@ooh/api/routes';
import { Redirect, useLocation, useSearch } from 'wouter';

/** Signed out: go to /login and remember where the user was going. */
export function RedirectToLogin() {
  const [location] = useLocation();
  const search = useSearch();
  const target = `${location}${search ? `?${search}` : ''}`;
  const next = location === '/' || location === '/login' ? undefined : target;
  return <Redirect to={href('/login', {}, { next })} replace />;
}

/** The remembered destination, when it is a path of this app (never another site). */
export function nextPathFrom(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}
