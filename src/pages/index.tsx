import Layout from '@theme/Layout';
export default function Home() {
  return <Layout title="Home"><main>TODO</main></Layout>;
}
