/** Placeholder until the screen lands. */
export default function ChangesScreen() {
  return <h1 tabIndex={-1}>What changed</h1>;
}
