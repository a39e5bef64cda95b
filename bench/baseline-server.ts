// The yardstick: a bare Fastify route returning a constant JSON envelope on the same machine.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { success: true, code: 200, msg: '操作成功', data: [{ goodsModel: '6205-2RSH', brandName: 'SKF', goodsName: '深沟球轴承' }] };
app.get('/readyz', async () => ({ ok: true }));
app.get('/constant', async () => body);
app.post('/constant', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
