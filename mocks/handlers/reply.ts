import { HttpResponse } from 'msw';

/** BladeX envelopes, as the real server writes them. */
export const ok = <T>(data: T) => HttpResponse.json({ code: 200, success: true, msg: '操作成功', data });
export const fail = (msg: string, code = 400) => HttpResponse.json({ code, success: false, msg, data: null });
export const unauthorized = () =>
  HttpResponse.json({ code: 401, success: false, msg: '缺失令牌,鉴权失败', data: null }, { status: 401 });

export const bearerToken = (request: Request) =>
  request.headers.get('Blade-Auth')?.replace(/^bearer\s+/i, '') || undefined;
