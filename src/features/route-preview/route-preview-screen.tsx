import { useRoute } from 'wouter';

/** Stands in for a screen of the route table until that screen is built: it names the route. */
export default function RoutePreviewScreen({ name, pattern }: { name: string; pattern: string }) {
  const [, params] = useRoute(pattern);
  return (
    <section aria-labelledby="route-title">
      <h1 id="route-title" tabIndex={-1}>
        {name}
      </h1>
      <p>This screen opens offline; its content arrives with the schedule's page data.</p>
      {params && Object.keys(params).length > 0 && (
        <dl>
          {Object.entries(params).map(([key, value]) => (
            <div key={key}>
              <dt>{key}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
