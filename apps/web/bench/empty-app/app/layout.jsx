/** The smallest root layout Next.js accepts: the baseline every marketing page is compared with. */
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
