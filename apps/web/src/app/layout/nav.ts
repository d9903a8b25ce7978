import { ko } from '../../text/ko';

export interface NavItem {
  to: string;
  label: string;
  /** Path prefixes that mark the item active besides `to` itself. */
  alsoActiveUnder: readonly string[];
}

/** The header tabs (docs/product.md#app-shell): shows and events, recruiting, clubs. */
export const HEADER_TABS: readonly NavItem[] = [
  { to: '/main', label: ko.header.tabs.attractions, alsoActiveUnder: ['/show', '/entertain'] },
  { to: '/recruiting', label: ko.header.tabs.recruiting, alsoActiveUnder: [] },
  { to: '/clubs', label: ko.header.tabs.clubs, alsoActiveUnder: [] },
];

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return under(pathname, item.to) || item.alsoActiveUnder.some((prefix) => under(pathname, prefix));
}
