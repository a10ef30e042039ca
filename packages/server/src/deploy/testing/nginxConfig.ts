/** The ports of one deployment behind nginx (all on 127.0.0.1). */
export interface NginxPorts {
  /** Where browsers reach the API and relay (PUBLIC_API_URL): round robin over every node. */
  api: number
  /** Where browsers reach the frame page (FRAME_ORIGIN): round robin over every node. */
  frame: number
  /** Each node's API_PORT and FRAME_PORT. */
  nodes: readonly { api: number; frame: number }[]
  /**
   * TEST ONLY: one extra port per node that reaches that node alone, so that the test can put
   * the dapp and the wallet on different nodes deterministically.
   */
  pinned: readonly number[]
}

/**
 * nginx.conf of the deployment test: docs/deploy.md's configuration on plain http (the test has
 * no certificate; FOYER_TEST_ALLOW_HTTP_LOOPBACK) and high loopback ports, with its paths under
 * `prefix`, in the foreground, plus the test's pinned ports. The proxy settings — Host,
 * X-Forwarded-For/Proto, websocket upgrade, long read timeout for the relay — are the doc's.
 */
export function nginxConfig(prefix: string, ports: NginxPorts): string {
  const servers = (key: 'api' | 'frame') =>
    ports.nodes.map((node) => `    server 127.0.0.1:${node[key]};`).join('\n')
  const pinned = ports.pinned
    .map(
      (port, index) => `
  # TEST ONLY: node ${index + 1} alone.
  upstream foyer_node_${index} { server 127.0.0.1:${ports.nodes[index]?.api}; }
  server {
    listen 127.0.0.1:${port};
    location / { proxy_pass http://foyer_node_${index}; }
  }`,
    )
    .join('\n')
  return `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 512; }

http {
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;

  map $http_upgrade $connection_upgrade { default upgrade; '' close; }

  proxy_http_version 1.1;
  proxy_set_header Host $http_host;
  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
  proxy_set_header X-Forwarded-Proto $scheme;
  proxy_set_header Upgrade $http_upgrade;
  proxy_set_header Connection $connection_upgrade;
  proxy_read_timeout 1h;

  upstream foyer_api {
${servers('api')}
  }
  upstream foyer_frame {
${servers('frame')}
  }

  # PUBLIC_API_URL: the API and the relay (websocket at /relay).
  server {
    listen 127.0.0.1:${ports.api};
    location / { proxy_pass http://foyer_api; }
  }
  # FRAME_ORIGIN: the embedded-wallet frame page.
  server {
    listen 127.0.0.1:${ports.frame};
    location / { proxy_pass http://foyer_frame; }
  }
${pinned}
}
`
}
