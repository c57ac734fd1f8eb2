import { DASHBOARD_ROUTES, DEFAULT_EXTERNAL_LINKS, dashboardHref } from "../links/external-links";

export interface FooterLinkOptions {
  dashboardOrigin: string;
  sourceCodeUrl: string;
  supportServerUrl: string;
}

export interface FooterLink {
  label: string;
  href: string;
  /** External pages open in a new tab. */
  targetBlank?: boolean;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

/** Exactly the footer links of spec section 2, in three columns. */
export function footerColumns({
  dashboardOrigin,
  sourceCodeUrl,
  supportServerUrl,
}: FooterLinkOptions): FooterColumn[] {
  return [
    {
      title: "Product",
      links: [
        { label: "Install", href: "/add" },
        { label: "Sign up", href: dashboardHref(dashboardOrigin, DASHBOARD_ROUTES.signUp) },
        { label: "Pricing", href: "/pro" },
        { label: "Documentation", href: "/features" },
      ],
    },
    {
      title: "About",
      links: [
        { label: "Company", href: "/about" },
        { label: "Privacy Policy", href: "/privacy-policy" },
        { label: "Terms of Service", href: "/terms-of-service" },
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

export const DEFAULT_FOOTER_LINK_OPTIONS: FooterLinkOptions = {
  dashboardOrigin: "",
  sourceCodeUrl: DEFAULT_EXTERNAL_LINKS.sourceCode,
  supportServerUrl: DEFAULT_EXTERNAL_LINKS.supportServer,
};
