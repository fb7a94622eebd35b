// A reverse proxy as nginx would run one: it forwards each request to TARGET, adding the
// client's address to X-Forwarded-For, and connects out from PROXY_SOURCE_ADDRESS.
import http from 'node:http';

const target = new URL(process.env.TARGET);
const server = http.createServer((request, response) => {
  const forwarded = request.headers['x-forwarded-for'];
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      localAddress: process.env.PROXY_SOURCE_ADDRESS,
      headers: {
        ...request.headers,
        'x-forwarded-for': [forwarded, request.socket.remoteAddress].filter(Boolean).join(', '),
      },
    },
    (answer) => {
      response.writeHead(answer.statusCode, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.writeHead(502).end());
  request.pipe(upstream);
});
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
