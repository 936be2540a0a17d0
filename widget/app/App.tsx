export function App({ path }: { path: string }) {
  return (
    <main>
      <h1>Canopy</h1>
      <p data-testid="widget-path">{path}</p>
    </main>
  );
}
