import { useSettings } from '../../shared/api/get-settings';
import { Hero } from './components/Hero';
import { Showcase } from './components/Showcase';
import { ShopState } from './components/ShopState';

/** docs/screens.md#pages: "/" and any unmatched path. */
export default function HomePage() {
  const settings = useSettings();
  return (
    <main>
      <Hero shopName={settings.name} whatsapp={settings.whatsapp} areas={settings.areas} />
      <Showcase />
      <ShopState />
    </main>
  );
}
