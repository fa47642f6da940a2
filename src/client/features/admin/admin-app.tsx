export function AdminApp() {
  return <main>Admin</main>;
}
