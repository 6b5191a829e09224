export default function Page() {
  return <main className="container-page py-24">TODO: cases</main>;
}
