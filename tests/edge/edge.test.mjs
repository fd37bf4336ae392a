// The production edge, executed: the topology of docker/compose.yaml without Docker, started
// once (topology.mjs), then every check of the edge against it. The same header and
// client-address assertions run against the one-URL web server of `npm start`.
import './topology.mjs';
import './headers.mjs';
import './client-address.mjs';
import './errors-and-compression.mjs';
import './newsletter.mjs';
import './page-cache.mjs';
import './content-replicas.mjs';
import './uploaded-files.mjs';
import './logs.mjs';
import './observability.mjs';
import './browser.mjs';
import './replicas.mjs';
