import { useLocation } from 'wouter';

/** Stands in for the screens that arrive with later work (agenda, search, accounts): it names the page. */
export default function RoutePreviewScreen() {
  const [path] = useLocation();
  return (
    <section aria-labelledby="route-title">
      <h1 id="route-title" tabIndex={-1}>
        {path}
      </h1>
      <p>This part of Hallway is on its way.</p>
    </section>
  );
}
