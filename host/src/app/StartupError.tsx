/** Shown when the shell cannot start at all (e.g. /config.json is missing or invalid). */
export function StartupError({ error }: { error: unknown }) {
  return (
    <main className="startup-error">
      <h1>CareerForge could not start</h1>
      <p role="alert">Error: {error instanceof Error ? error.message : String(error)}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
