// The mock server with one deliberate contract violation in front (BREAK=<kind>), so that the
// conformance checker can be shown to catch each kind and name it precisely.
import { createServer as createHttpServer } from 'node:http';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { handlers } from '../../../mocks/handlers';
import { mockRequestListener } from '../../../mocks/httpListener';

export const breaks: Record<string, RequestHandler> = {
  // getVersion without the R envelope
  envelope: http.get('*/blade-system/version/getVersion', () => HttpResponse.json({ version: 'V05.05.0604' })),
  // getUserInfo without the required account
  'missing-field': http.get('*/blade-auth/oauth/user-info', () =>
    HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: { userId: '1123598821738675201', userName: 'admin' } }),
  ),
  // getDepartmentDeviceCount with a string where the contract says integer
  'wrong-type': http.get('*/department/getDeviceCount', () => HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: '12' })),
  // removeInform answering 201 instead of 200
  'wrong-status': http.post('*/inform/remove', () => HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: null }, { status: 201 })),
  // getTopMenu not implemented
  'missing-operation': http.get('*/blade-system/menu/top-menu', () => new HttpResponse('Not Found', { status: 404 })),
};

const kind = process.env.BREAK ?? '';
const app = mockRequestListener([...(breaks[kind] ? [breaks[kind]] : []), ...handlers]);
const port = Number(process.env.PORT);
createHttpServer(app).listen(port, '127.0.0.1', () => console.log(`broken (${kind || 'none'}) listening on ${port}`));
