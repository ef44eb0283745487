// Playtest view on a queue: with a Redis URL in 'Queue (Redis URL)' the run is played by a
// `rulebench worker` process (a private redis-server on a free loopback port); the same progress bar, the
// workers seen and the queue's event lines are shown, and the report is the local run's. A URL that is not a
// queue URL is refused in the form, naming the part.
import { expect, test } from './support/test';
import { REDIS_SERVER, startRedis, startWorker, stop } from '../queue/processes';

const url = process.env.RULEBENCH_E2E_URL!;

test('a batch sent to a queue URL: played by the queue worker, same figures as the local run', async ({ page }) => {
  test.skip(!REDIS_SERVER, 'redis-server is not installed (apt-get install -y redis-server)');
  test.setTimeout(180_000);
  const redis = await startRedis();
  const worker = await startWorker(redis.url, 15);
  try {
    await page.goto(url);
    await page.getByTestId('nav-playtest').click();
    await page.getByTestId('pt-mode-batch').check();
    await page.getByTestId('pt-games').fill('24');
    await page.getByTestId('pt-seed').fill('queue');
    // A URL of another scheme is refused before anything runs.
    await page.getByTestId('pt-queue').fill('http://127.0.0.1:6379');
    await page.getByTestId('pt-run').click();
    await expect(page.getByTestId('pt-error')).toContainText('the scheme must be redis:// or rediss://, not http://');
    // The local run first (the reference), then the same batch on the queue.
    await page.getByTestId('pt-queue').fill('');
    await page.getByTestId('pt-run').click();
    await expect(page.getByTestId('pt-state')).toHaveText(/done/, { timeout: 120_000 });
    await expect(page.getByTestId('pt-queue-workers')).toHaveCount(0);
    const local = await page.locator('[data-testid="playtest-view"] table').first().innerText();
    await page.getByTestId('pt-queue').fill(redis.url);
    await expect(page.getByTestId('pt-workers')).toBeDisabled();
    await page.getByTestId('pt-run').click();
    await expect(page.getByTestId('pt-state')).toHaveText(/done/, { timeout: 120_000 });
    await expect(page.getByTestId('pt-progress')).toContainText('24 / 24 games');
    await expect(page.getByTestId('pt-queue-workers')).toHaveText('· workers on the queue: 1');
    await page.getByTestId('pt-queue-events').locator('summary').click();
    await expect(page.getByTestId('pt-queue-events')).toContainText(
      /\d+ shard jobs? of up to \d+ games on redis:\/\/127\.0\.0\.1:\d+\/0/,
    );
    expect(await page.locator('[data-testid="playtest-view"] table').first().innerText()).toBe(local);
    await worker.waitFor(/done shard 1\/\d+ of A: dog\/standard/, 10_000);
  } finally {
    await stop(worker);
    await redis.stop();
  }
});
