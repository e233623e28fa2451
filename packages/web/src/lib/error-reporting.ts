/**
 * Where error boundaries (shared components) hand the errors they catch. The app's error log
 * (app/shell/error-log) registers itself here at startup; shared code never imports the app.
 */
export type RenderErrorReporter = (error: unknown, componentStack: string | null) => void;

let reporter: RenderErrorReporter | null = null;

export function setRenderErrorReporter(next: RenderErrorReporter | null): void {
  reporter = next;
}

export function reportRenderError(error: unknown, componentStack?: string | null): void {
  reporter?.(error, componentStack ?? null);
}
