/** Last resort for a programming error; data failures are handled by each page. */
export function RootErrorBoundary() {
  return (
    <main className="container-page py-24 text-center">
      <title>Something went wrong</title>
      <h1 className="text-4xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-lg text-muted">Please reload the page or try again in a moment.</p>
      <p className="mt-8">
        <a href="/" className="link-quiet">
          Return home
        </a>
      </p>
    </main>
  );
}
