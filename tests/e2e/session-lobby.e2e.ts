// The host's lobby in the app (browser mode): the designer opens "Play with people" from the Library's Dog card,
// makes a session with two people and two bots, sees every person seat's invite link with its QR code and the
// spectator link, copies seat 1's link; a second browser context joins by the copied link and the lobby shows the
// seat joined and connected with a round-trip time in ms. The designer gives seat 4 to a bot and back, starts the
// game (a stand-in bot plays the seat nobody joined) and the joined person sees only their own hand: on the page
// and in every WebSocket frame (other hands only `?`, DOG-014 exchange cards of others `give:?`). When the person's
// page closes while they are to act, the lobby says whom the table waits for. Screenshots in English and German at
// 1400×900 and 1024×700.
import { expect, test, type Page } from './support/test';
import { openWith } from './support/scene';
import { reviewShot } from './support/review-shot';

const url = process.env.RULEBENCH_E2E_URL!;

async function shoot(page: Page, name: string): Promise<void> {
  for (const [w, h] of [
    [1400, 900],
    [1024, 700],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await reviewShot(page, { path: `test-results/lobby-${name}-${w}x${h}.png`, fullPage: true });
    // Nothing wider than the window: the lobby never scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${w}×${h}`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}

test('the designer hosts a Dog session from the app: links, QR codes, a person joins, seat to bot and back, start', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const ctx = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-GB' });
  await ctx.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await ctx.newPage();
  await openWith(page, url, { 'rulebench.locale': 'en' });
  await page.locator('[data-testid="ruleset"][data-id="dog/standard"] [data-testid="ruleset-people"]').click();
  await expect(page.getByTestId('lobby-new')).toBeVisible();
  await expect(page.getByTestId('lobby-ruleset')).toHaveValue('dog/standard');
  await expect(page.getByTestId('lobby-new-seat')).toHaveCount(4);
  await page.getByTestId('lobby-new-seat-1').selectOption('person');
  await page.getByTestId('lobby-new-name-1').fill('Anna');
  await page.getByTestId('lobby-new-seat-2').selectOption('normal');
  await page.getByTestId('lobby-new-seat-3').selectOption('easy');
  await page.getByTestId('lobby-new-seat-4').selectOption('person');
  // Loopback by default; the network switch shows the warning (when this machine has a LAN address at all).
  await expect(page.getByTestId('lobby-network')).not.toBeChecked();
  if (await page.getByTestId('lobby-network').isEnabled()) {
    await page.getByTestId('lobby-network').check();
    await expect(page.getByTestId('lobby-network-warning')).toContainText('Anyone on this network');
    await expect(page.getByTestId('lobby-address')).toHaveValue(/^\d+\.\d+\.\d+\.\d+$/);
    await shoot(page, 'new-network-en');
    await page.getByTestId('lobby-network').uncheck();
  }
  await shoot(page, 'new-en');
  await page.getByTestId('lobby-create').click();

  const lobby = page.getByTestId('lobby');
  await expect(lobby).toHaveAttribute('data-phase', 'lobby');
  const seat = (n: number) => page.locator(`[data-testid="lobby-seat"][data-seat="${n}"]`);
  await expect(page.getByTestId('lobby-seat')).toHaveCount(4);
  await expect(seat(1).getByTestId('lobby-seat-name')).toHaveText('Anna');
  await expect(seat(2).getByTestId('lobby-seat-name')).toHaveText('Bot (normal)');
  await expect(seat(3).getByTestId('lobby-seat-name')).toHaveText('Bot (easy)');
  await expect(seat(1).getByTestId('lobby-seat-status')).toHaveText('not joined yet');
  // Person seats and the spectator have a link and a QR code (an SVG image made by the qrcode library); bots none.
  for (const id of ['lobby-link-1', 'lobby-link-4', 'lobby-spectator']) {
    await expect(page.getByTestId(`${id}-qr`)).toBeVisible();
    expect(await page.getByTestId(`${id}-qr`).getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    await expect(page.getByTestId(`${id}-url`)).toHaveValue(
      /^http:\/\/127\.0\.0\.1:\d+\/#\/join\/[a-z0-9]+\/[\w-]{43}$/,
    );
  }
  await expect(page.getByTestId('lobby-link-2')).toHaveCount(0);
  const links = new Set(
    await Promise.all(
      ['lobby-link-1', 'lobby-link-4', 'lobby-spectator'].map((id) => page.getByTestId(`${id}-url`).inputValue()),
    ),
  );
  expect(links.size).toBe(3);

  // Copy seat 1's link; a second browser (another person's) opens what was copied.
  await page.getByTestId('lobby-link-1-copy').click();
  await expect(page.getByTestId('lobby-link-1-copy')).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await page.getByTestId('lobby-link-1-url').inputValue());
  const guest = await browser.newContext({ locale: 'en-GB' });
  const anna = await guest.newPage();
  const frames: string[] = [];
  anna.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
  await anna.goto(copied);
  await expect(anna.getByTestId('join-lobby')).toBeVisible();
  await expect(anna.getByTestId('join-you')).toContainText('You play Anna');
  // The lobby: joined, connected, with a round-trip time.
  await expect(seat(1)).toHaveAttribute('data-connected', 'true');
  await expect(seat(1).getByTestId('lobby-seat-status')).toHaveText('joined, connected');
  await expect(seat(1).getByTestId('lobby-seat-rtt')).toHaveText(/^\d+ ms$/);
  await expect(seat(4).getByTestId('lobby-seat-status')).toHaveText('not joined yet');
  await shoot(page, 'joined-en');
  await page.getByTestId('locale').selectOption('de');
  await expect(seat(1).getByTestId('lobby-seat-status')).toHaveText('dabei, verbunden');
  await expect(page.getByTestId('lobby-start')).toHaveText('Partie starten');
  await shoot(page, 'joined-de');
  await page.getByTestId('locale').selectOption('en');

  // Seat 4 to a bot and back to a person: the link comes back with the person seat.
  const seat4Link = await page.getByTestId('lobby-link-4-url').inputValue();
  await page.getByTestId('lobby-occupant-4').selectOption('strong');
  await expect(seat(4)).toHaveAttribute('data-occupant', 'bot');
  await expect(seat(4).getByTestId('lobby-seat-name')).toHaveText('Bot (strong)');
  await expect(page.getByTestId('lobby-link-4')).toHaveCount(0);
  await page.getByTestId('lobby-occupant-4').selectOption('person');
  await expect(seat(4)).toHaveAttribute('data-occupant', 'person');
  await expect(page.getByTestId('lobby-link-4-url')).toHaveValue(seat4Link);
  // A new link for seat 4: the old one is gone.
  await page.getByTestId('lobby-renew-4').click();
  await expect(page.getByTestId('lobby-link-4-url')).not.toHaveValue(seat4Link);

  // Start: a bot (the level seat 4 had last) fills the empty seat 4; the joined person sees their own hand, and only theirs.
  await page.getByTestId('lobby-start').click();
  await expect(lobby).toHaveAttribute('data-phase', 'playing');
  await expect(seat(4).getByTestId('lobby-seat-status')).toContainText('a bot (strong) plays for now');
  await expect(anna.getByTestId('hand')).toBeVisible();
  await expect(anna.getByTestId('hand')).toHaveCount(1);
  await expect(anna.getByTestId('hand').locator('button.card')).not.toHaveCount(0);
  let checked = 0;
  for (const text of frames) {
    const msg = JSON.parse(text) as {
      type: string;
      state?: { you: number | null; phase: string; hands: Record<string, string> };
      log?: { action: { seat: number; notation: string } | null }[];
    };
    if (msg.type !== 'state' && msg.type !== 'update') continue;
    expect(msg.state!.you).toBe(0);
    for (const [k, hand] of Object.entries(msg.state!.hands)) {
      if (Number(k) === 0) expect(hand).toMatch(/[2-9TJQKAX]/);
      else expect(hand, `seat 1 was sent seat ${Number(k) + 1}'s hand`).toMatch(/^[? ]*$/);
    }
    for (const e of msg.log ?? [])
      if (e.action && e.action.seat !== 0 && e.action.notation.startsWith('give:'))
        expect(e.action.notation).toBe('give:?');
    if (msg.state!.phase === 'playing') checked++;
  }
  expect(checked).toBeGreaterThan(0);

  // Anna's page goes away while she is to give her exchange card (DOG-014): the lobby names whom the table waits for.
  await guest.close();
  await expect(page.getByTestId('lobby-waiting')).toHaveText('Waiting for Anna');
  await expect(seat(1).getByTestId('lobby-seat-status')).toHaveText('joined, away');
  await shoot(page, 'waiting-en');
  await page.getByTestId('locale').selectOption('de');
  await expect(page.getByTestId('lobby-waiting')).toHaveText('Warte auf Anna');
  await shoot(page, 'waiting-de');
  await page.getByTestId('locale').selectOption('en');

  await page.getByTestId('lobby-stop').click();
  await expect(page.getByTestId('lobby-gone')).toBeVisible();
  await ctx.close();
});
