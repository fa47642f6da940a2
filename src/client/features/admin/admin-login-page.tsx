export function AdminLoginPage() {
  return <main>Admin login</main>;
}
