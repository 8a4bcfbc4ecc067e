import { APP_SHORT_NAME } from '../../shared/brand.ts';

/** The home screen. For now: what Hallway is; the conference itself arrives with page data. */
export default function HomeScreen() {
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title" tabIndex={-1}>
        {APP_SHORT_NAME}
      </h1>
      <p>The conference schedule in your pocket: days, talks, speakers, rooms and your own agenda.</p>
      <p>Open it once online and every screen keeps working at a venue with no signal.</p>
    </section>
  );
}
