/**
 * The part of @kavach/admin-shared that needs no component library: the session, the API client,
 * the tab addresses, the theme's colours and the plain form controls. The panel's door (the login,
 * its two-factor step, "Forgot password?", the reset link's page) imports only this, so it loads
 * before and without antd. The modules are the package's own (index.ts exports them too): in the
 * shell's build each is one module, so the session store the door starts is the one every tab
 * reads.
 */
export * from './session';
export * from './useSession';
export * from './api';
export * from './shell';
export * from './ui/theme';
export * from './ui/PlainControls';
export * from './ui/CurrentPasswordField';
export { signInGate } from './askGate';
export { activity } from './activity';
