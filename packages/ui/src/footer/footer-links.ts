import { DASHBOARD_ROUTES, DEFAULT_EXTERNAL_LINKS, dashboardHref, siteHref } from "../links/external-links";

export interface FooterLinkOptions {
  dashboardOrigin: string;
  /** The marketing site's origin for its pages; "" on the marketing site itself. */
  siteOrigin?: string;
  sourceCodeUrl: string;
  supportServerUrl: string;
}

export interface FooterLink {
  label: string;
  href: string;
  /** External pages open in a new tab. */
  targetBlank?: boolean;
  /** Sign up: only for visitors who are not signed in (see `Footer`'s `signedIn` and `SignUpItem`). */
  signUp?: boolean;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

/** Exactly the footer links of spec section 2, in three columns. */
export function footerColumns({
  dashboardOrigin,
  siteOrigin = "",
  sourceCodeUrl,
  supportServerUrl,
}: FooterLinkOptions): FooterColumn[] {
  const page = (path: string) => siteHref(siteOrigin, path);
  return [
    {
      title: "Product",
      links: [
        { label: "Install", href: page("/add") },
        { label: "Sign up", href: dashboardHref(dashboardOrigin, DASHBOARD_ROUTES.signUp), signUp: true },
        { label: "Pricing", href: page("/pro") },
        { label: "Documentation", href: page("/features") },
      ],
    },
    {
      title: "About",
      links: [
        { label: "Company", href: page("/about") },
        { label: "Privacy Policy", href: page("/privacy-policy") },
        { label: "Terms of Service", href: page("/terms-of-service") },
      ],
    },
    {
      title: "Community",
      links: [
        { label: "Source code", href: sourceCodeUrl, targetBlank: true },
        { label: "Support server", href: supportServerUrl, targetBlank: true },
      ],
    },
  ];
}

export const DEFAULT_FOOTER_LINK_OPTIONS: Required<FooterLinkOptions> = {
  dashboardOrigin: "",
  siteOrigin: "",
  sourceCodeUrl: DEFAULT_EXTERNAL_LINKS.sourceCode,
  supportServerUrl: DEFAULT_EXTERNAL_LINKS.supportServer,
};
