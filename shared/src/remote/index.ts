export { createRemoteApp } from './create-remote-app';
export { REMOTE_CONTRACT_VERSION, type RemoteLifecycles, type RemoteMountProps } from './remote-contract';
export { RemoteCrash } from './remote-crash';
