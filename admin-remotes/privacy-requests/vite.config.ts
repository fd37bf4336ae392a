import { remoteViteConfig } from '../shared/vite-remote.mjs';

export default remoteViteConfig('privacy-requests');
