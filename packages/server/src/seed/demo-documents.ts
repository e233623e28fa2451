import { count, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { sanitiseHtml } from '../modules/documents/sanitise';
import { documentSearch } from '../modules/documents/search-text';
import { documentCategories, documents } from '../modules/documents/tables';

const DAY = 86_400_000;

interface DemoDocument {
  title: string;
  keywords: string[];
  description: string;
  content: string;
  state: 'draft' | 'published' | 'recovered';
  isDefault?: boolean;
  sort: number;
  daysAgo: number;
}

const CATEGORIES: { name: string; key: string; sort: number; documents: DemoDocument[] }[] = [
  {
    name: '使用指南',
    key: 'guide',
    sort: 1,
    documents: [
      {
        title: '视频会议快速入门',
        keywords: ['会议', '入门'],
        description: '三步开始第一次视频会议。',
        content:
          '<h2>开始之前</h2><p>请确认终端已<strong>在线</strong>，摄像头和麦克风已授权。</p>' +
          '<ol><li><p>在“会议室”中新建会议室并选择参会终端；</p></li><li><p>点击<strong>开始</strong>；</p></li>' +
          '<li><p>会议结束后点击<em>结束</em>，录像会出现在点播中。</p></li></ol>' +
          '<blockquote><p>提示：会议进行中不能更改参会设备。</p></blockquote>',
        state: 'published',
        isDefault: true,
        sort: 1,
        daysAgo: 20,
      },
      {
        title: 'Remote ward rounds',
        keywords: ['rounds', 'ICU'],
        description: 'How doctors join ward rounds from another campus.',
        content:
          '<h2>Before the round</h2><p>Book the round in <strong>Rooms</strong> and add the ward terminal.</p>' +
          '<ul><li><p>Camera pointed at the bed, not the monitor;</p></li><li><p>headset for the remote doctor.</p></li></ul>' +
          '<p>Vital signs stay on the central station while the round runs: <em>continuous monitoring</em> is not interrupted.</p>',
        state: 'published',
        sort: 2,
        daysAgo: 12,
      },
      {
        title: '终端常见问题',
        keywords: ['终端', '故障'],
        description: '终端离线、无声音、无画面时的排查步骤。',
        content:
          '<h3>终端离线</h3><p>检查网线和电源，再在“设备账号”中查看最后在线时间。</p>' +
          '<h3>没有声音</h3><p>确认终端未静音；仍无声音时重启终端。</p>',
        state: 'published',
        sort: 3,
        daysAgo: 6,
      },
      {
        title: '直播推流设置（草稿）',
        keywords: ['直播'],
        description: '编写中：推流地址与码率建议。',
        content: '<p>推流地址在“直播”详情中查看；建议码率 <code>2500 kbps</code>。</p>',
        state: 'draft',
        sort: 4,
        daysAgo: 1,
      },
    ],
  },
  {
    name: '规章制度',
    key: 'rules',
    sort: 2,
    documents: [
      {
        title: '视频探视管理规定',
        keywords: ['探视', '家属'],
        description: 'ICU 视频探视的预约、时长和隐私要求。',
        content:
          '<h2>预约</h2><p>家属须提前一天预约，每次探视不超过 <strong>15 分钟</strong>。</p>' +
          '<h2>隐私</h2><ul><li><p>探视画面只显示本床；</p></li><li><p>不得录屏或拍照。</p></li></ul>',
        state: 'published',
        isDefault: true,
        sort: 1,
        daysAgo: 30,
      },
      {
        title: 'Data protection in video consultations',
        keywords: ['privacy', 'consultation'],
        description: 'What may be recorded and who may watch it.',
        content:
          '<p>Consultations are recorded only with the patient’s consent. Recordings are kept for <strong>90 days</strong>.</p>' +
          '<p>See <a href="https://www.who.int/" target="_blank">WHO guidance</a> for the general principles.</p>',
        state: 'published',
        sort: 2,
        daysAgo: 15,
      },
      {
        title: '2025 年夜班视频值守制度',
        keywords: ['值班'],
        description: '已被 2026 年制度取代，已回收。',
        content: '<p>夜班由值班医生每两小时查看一次中央监护站。</p>',
        state: 'recovered',
        sort: 3,
        daysAgo: 200,
      },
    ],
  },
  {
    name: '培训资料',
    key: 'training',
    sort: 3,
    documents: [
      {
        title: '心电监护仪操作培训',
        keywords: ['培训', '心电监护'],
        description: '新入职护士的监护仪培训讲义。',
        content:
          '<h2>开机与自检</h2><p>长按电源键，等待自检完成。</p>' +
          '<h2>报警阈值</h2><p>按病区的<strong>指标阈值</strong>设置，不得随意关闭报警。</p>' +
          '<pre><code>HR 50–120 bpm\nSpO2 ≥ 90 %</code></pre>',
        state: 'published',
        isDefault: true,
        sort: 1,
        daysAgo: 9,
      },
    ],
  },
];

/**
 * The document centre of the demo hospital: three categories, eight documents in Chinese and
 * English (published, a draft, a recovered one; a default in each category). Idempotent: a
 * tenant with document categories is left alone.
 */
export async function seedDemoDocuments(tx: Tx, customerId: number): Promise<void> {
  const [existing] = await tx
    .select({ n: count() })
    .from(documentCategories)
    .where(eq(documentCategories.customerId, customerId));
  if ((existing?.n ?? 0) > 0) return;
  const ago = (days: number) => new Date(Date.now() - days * DAY);
  for (const category of CATEGORIES) {
    const [row] = await tx
      .insert(documentCategories)
      .values({ customerId, name: category.name, key: category.key, sort: category.sort })
      .returning({ id: documentCategories.id });
    await tx.insert(documents).values(
      category.documents.map((doc) => {
        const content = sanitiseHtml(doc.content);
        return {
          customerId,
          categoryId: row!.id,
          title: doc.title,
          keywords: doc.keywords,
          description: doc.description,
          content,
          sort: doc.sort,
          isDefault: doc.isDefault ?? false,
          state: doc.state,
          publishedAt: doc.state === 'draft' ? null : ago(doc.daysAgo - 1),
          createdAt: ago(doc.daysAgo),
          ...documentSearch({ ...doc, content }),
        };
      }),
    );
  }
}
