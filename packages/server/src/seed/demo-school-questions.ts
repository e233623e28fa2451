import { count, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { schoolQuestions } from '../modules/school-questions/tables';

const HOUR = 3_600_000;

/**
 * Questions in the demo's Q&A: two awaiting an answer, one answered, one closed, asked over the
 * last days. Idempotent: a tenant with questions is left alone.
 */
export async function seedDemoSchoolQuestions(tx: Tx, customerId: number): Promise<void> {
  const [existing] = await tx
    .select({ n: count() })
    .from(schoolQuestions)
    .where(eq(schoolQuestions.customerId, customerId));
  if ((existing?.n ?? 0) > 0) return;
  const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
  await tx.insert(schoolQuestions).values([
    { customerId, question: '探视时可以带孩子进入病区吗？', questioner: '张女士', createdAt: ago(2) },
    { customerId, question: '视频探视预约后多久能收到确认短信？', questioner: '李先生', createdAt: ago(5) },
    {
      customerId,
      question: '家属护理课程的回放在哪里看？',
      questioner: '王先生',
      state: 'answered',
      answer: '在“校园点播”里的“护理课程”分类下，登录后即可观看回放。',
      answeredBy: 'hospitaladmin',
      answeredAt: ago(20),
      createdAt: ago(26),
    },
    {
      customerId,
      question: '停车场晚上几点关闭？',
      questioner: '赵女士',
      state: 'closed',
      answer: '停车场 24 小时开放，夜间请走东门入口。',
      answeredBy: 'hospitaladmin',
      answeredAt: ago(70),
      closedAt: ago(48),
      createdAt: ago(72),
    },
  ]);
}
