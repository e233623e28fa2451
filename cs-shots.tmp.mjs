// Temporary screenshot script (not committed): the merged console + server, Chromium.
import { chromium, request as pwRequest } from '@playwright/test';
const BASE = 'http://127.0.0.1:18431';
const API = `${BASE}/platformApi`;
const [account, password] = [process.env.ACC, process.env.PW];
const out = '/tmp/cs-shots';

const req = await pwRequest.newContext();
const login = await (await req.post(`${API}/accountServer/api/1.0/sys/doLogin`, { data: { account, password } })).json();
const token = login.retData.accessToken;
if (process.env.CHANGE) {
  const own = `${password}x`;
  const r = await (await req.post(`${API}/accountServer/api/v1/sysUser/changePassword`, { headers: { token }, data: { oldPassword: password, password: own, repassword: own } })).json();
  console.log('changed', r.retCode, own);
  process.exit(0);
}
const wards = await (await req.get(`${API}/console/api/v1/wards?size=20`, { headers: { token } })).json();
console.log('wards', JSON.stringify(wards.retData?.list?.map((w) => [w.id, w.name])));
const wardId = Number(process.env.WARD ?? wards.retData.list[0].id);
const station = await (await req.get(`${API}/console/api/v1/wards/${wardId}/station`, { headers: { token } })).json();
console.log('station', JSON.stringify(station).slice(0, 600));

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [lang, locale] of [['zh', 'zh-CN'], ['en', 'en-US']]) {
  for (const width of [1440, 375]) {
    const context = await browser.newContext({
      locale,
      timezoneId: 'Asia/Shanghai',
      viewport: { width, height: width === 375 ? 812 : 900 },
      reducedMotion: process.env.REDUCED ? 'reduce' : 'no-preference',
    });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    await page.goto(`${BASE}/web/login`);
    await page.getByRole('textbox').first().fill(account);
    await page.locator('input[type="password"]').fill(password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/dashboard|aiIcu|icu/, { timeout: 20_000 }).catch(() => console.log('url', page.url()));
    await page.goto(`${BASE}/web/aiIcu/centralStation?ward=${wardId}`);
    await page.waitForSelector('[data-testid^="bed-tile-"]', { timeout: 30_000 }).catch(() => console.log('no tiles'));
    await page.waitForTimeout(Number(process.env.WAIT ?? 8000));
    const badges = await page.locator('[data-testid="alarm-badge"]').evaluateAll((els) =>
      els.map((e) => [e.textContent, e.dataset.motion, getComputedStyle(e).animationName, getComputedStyle(e).animationDuration, getComputedStyle(e).outlineColor]),
    );
    console.log(lang, width, 'badges', JSON.stringify(badges.slice(0, 4)));
    const sizes = await page.evaluate(() => ({ scrollW: document.documentElement.scrollWidth, clientW: document.documentElement.clientWidth }));
    console.log(lang, width, 'overflow', JSON.stringify(sizes));
    await page.screenshot({ path: `${out}/${lang}-${width}${process.env.REDUCED ? '-reduced' : ''}.png`, fullPage: width === 375 ? false : true });
    if (width === 375) await page.screenshot({ path: `${out}/${lang}-${width}-full.png`, fullPage: true });
    await context.close();
  }
}
await browser.close();
