/** An empty page: what any Next.js App Router page ships before adding a line of our code. */
export default function Page() {
  return <main />;
}
