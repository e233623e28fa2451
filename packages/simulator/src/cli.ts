import { parseArgs } from 'node:util';
import { login, tenantTerminals } from './console-api';
import { DEFAULT_BEHAVIOUR, startFleet } from './fleet';

const HELP = `Usage: npm run simulate -- --tenant <company account> --password <terminal password> [options]

Runs N terminals of a tenant over MQTT: heartbeats, telemetry (bed vitals, ambulance GPS),
call events, random drop-outs and returns; answers commands from the console.

  --tenant <account>        company account whose terminals to run (required)
  --password <pw>           the terminals' password (the demo seed uses one for all)
  --count <n>               how many terminals (default 200)
  --url <mqtt url>          broker (default mqtt://127.0.0.1:1883; ws://host:port/mqtt works too)
  --api <url>               console API base (default http://127.0.0.1:8080/platformApi)
  --admin <account>         console login that may list the tenant's terminals (default admin)
  --admin-password <pw>     its password (login needs the server started with CAPTCHA=off)
  --token <token>           a console session token instead of --admin (copy it from the browser)
  --telemetry <ms>          telemetry period (default ${DEFAULT_BEHAVIOUR.telemetryMs}; 0 = presence only)
  --dropout <rate>          chance per telemetry tick of dropping off (default ${DEFAULT_BEHAVIOUR.dropoutRate})
  --seed <n>                random seed (same seed, same run)
  --live <id>               the connected terminals join this live stream as viewers
  --live-chat <text>        ... and each sends this chat line (once)
  --live-password <pw>      the company's live password, when it has one
  --live-code <code>        the stream's invite code (terminals not its own, public live)
  --board-type <type>       upgrades: the board type the terminals report (with --firmware-version)
  --firmware-version <v>    upgrades: the version they report running (e.g. 2.3.0)
  --upgrade-fail-rate <r>   upgrades: share 0..1 that fail on purpose, fixed per terminal (default 0)
  --upgrade-step <ms>       upgrades: pause between progress reports (default 300)
  --compute <account>       run only this device account, as an AI compute server reporting its
                            load ({ load, gpu, cpu } telemetry; its device type should be compute)
  --max-load <n>            compute: the most streams its load wanders to (default 8)
`;

async function main() {
  const { values } = parseArgs({
    options: {
      tenant: { type: 'string' },
      password: { type: 'string' },
      count: { type: 'string', default: '200' },
      url: { type: 'string', default: 'mqtt://127.0.0.1:1883' },
      api: { type: 'string', default: 'http://127.0.0.1:8080/platformApi' },
      admin: { type: 'string', default: 'admin' },
      'admin-password': { type: 'string' },
      token: { type: 'string' },
      telemetry: { type: 'string' },
      dropout: { type: 'string' },
      seed: { type: 'string' },
      live: { type: 'string' },
      'live-chat': { type: 'string' },
      'live-password': { type: 'string' },
      'live-code': { type: 'string' },
      'board-type': { type: 'string' },
      'firmware-version': { type: 'string' },
      'upgrade-fail-rate': { type: 'string' },
      'upgrade-step': { type: 'string' },
      compute: { type: 'string' },
      'max-load': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || !values.tenant || !values.password || (!values.token && !values['admin-password'])) {
    process.stdout.write(HELP);
    process.exit(values.help ? 0 : 2);
  }
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a positive whole number');

  const token = values.token ?? (await login(values.api, values.admin, values['admin-password']!));
  let terminals = await tenantTerminals(values.api, token, values.tenant, count, values.compute);
  if (values.compute) {
    // One compute server (ADR 0035): its telemetry is its load, whatever its account's type says.
    terminals = terminals
      .filter((t) => t.account === values.compute)
      .map((t) => ({ ...t, deviceType: 'compute' }));
    if (terminals.length === 0)
      throw new Error(`tenant ${values.tenant} has no enabled device account ${values.compute}`);
  }
  if (terminals.length === 0) throw new Error(`tenant ${values.tenant} has no enabled terminals`);
  process.stdout.write(
    `Simulating ${terminals.length} terminals of ${values.tenant} against ${values.url}\n`,
  );

  let firstError = true;
  const fleet = startFleet({
    url: values.url,
    password: values.password,
    terminals,
    seed: values.seed ? Number(values.seed) : undefined,
    behaviour: {
      ...(values.telemetry !== undefined ? { telemetryMs: Number(values.telemetry) } : {}),
      ...(values.dropout !== undefined ? { dropoutRate: Number(values.dropout) } : {}),
      ...(values.compute ? { dropoutRate: Number(values.dropout ?? 0) } : {}),
      ...(values['max-load'] !== undefined ? { computeMaxLoad: Number(values['max-load']) } : {}),
      // Upgrades (issue 17): what the terminals run, and how they take packages.
      ...(values['board-type'] && values['firmware-version']
        ? { firmware: { boardType: values['board-type'], version: values['firmware-version'] } }
        : {}),
      upgrade: {
        downloadOrigin: new URL(values.api).origin,
        ...(values['upgrade-fail-rate'] !== undefined
          ? { failRate: Number(values['upgrade-fail-rate']) }
          : {}),
        ...(values['upgrade-step'] !== undefined ? { stepMs: Number(values['upgrade-step']) } : {}),
      },
    },
    onError: (error, terminal) => {
      if (firstError) process.stderr.write(`terminal ${terminal.account} refused: ${error.message}\n`);
      firstError = false;
    },
  });
  const report = () => {
    const online = fleet.terminals.filter((t) => t.connected).length;
    const s = fleet.stats;
    process.stdout.write(
      `${new Date().toISOString()} online ${online}/${terminals.length}  connects ${s.connects}  refused ${s.refused}  drop-outs ${s.dropouts}  messages ${s.messages}  commands ${s.commands}\n`,
    );
  };
  await fleet.started;
  report();
  if (values.live !== undefined) {
    const liveId = Number(values.live);
    if (!Number.isInteger(liveId) || liveId < 1) throw new Error('--live must be a live stream id');
    for (const terminal of fleet.terminals.filter((t) => t.connected)) {
      const joined = await terminal.live({
        type: 'liveJoin',
        liveId,
        ...(values['live-password'] ? { password: values['live-password'] } : {}),
        ...(values['live-code'] ? { inviteCode: values['live-code'] } : {}),
      });
      const chat =
        joined.ok && values['live-chat']
          ? await terminal.live({ type: 'liveChat', liveId, text: values['live-chat'] })
          : null;
      process.stdout.write(
        `terminal ${terminal.identity.account} live ${liveId}: ${joined.ok ? 'watching' : `refused (${joined.error})`}${
          chat ? (chat.ok ? ', chat sent' : `, chat refused (${chat.error})`) : ''
        }\n`,
      );
    }
  }
  const timer = setInterval(report, 10_000);
  const stop = async () => {
    clearInterval(timer);
    process.stdout.write('stopping: terminals say goodbye\n');
    await fleet.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  process.stderr.write(`simulate: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
