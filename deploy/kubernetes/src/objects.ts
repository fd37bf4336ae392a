// What every chart builds its objects with: typed objects added to a chart, the labels that
// select a component's pods, the pod's security context, scratch volumes, network peers.
import { ApiObject } from 'cdk8s';
import type { Construct } from 'constructs';
import type { INetworkPolicyPeer as Peer } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPeer';
import type { IServiceAccount } from 'kubernetes-models/v1/ServiceAccount';

type Typed = { apiVersion: string; kind: string; metadata?: { name?: string } };

/** Adds a typed object (kubernetes-models' interfaces, built-in or custom) to a chart. */
export function add<T extends Typed>(scope: Construct, object: T): ApiObject {
  const { apiVersion, kind, metadata, ...rest } = object;
  return new ApiObject(scope, `${kind}-${metadata?.name}`, {
    apiVersion,
    kind,
    metadata: metadata as Record<string, string>,
    ...rest,
  });
}

export const labelsOf = (component: string) => ({
  'app.kubernetes.io/name': 'kavach',
  'app.kubernetes.io/component': component,
});
export const selectorOf = (component: string) => ({ matchLabels: labelsOf(component) });
export const podsOf = (component: string): Peer => ({ podSelector: selectorOf(component) });
export const tcp = (port: number) => ({ protocol: 'TCP' as const, port });
/** Every pod of a namespace (`kubernetes.io/metadata.name` is set by the API server). */
export const namespacePeer = (namespace: string, pods?: Record<string, string>): Peer => ({
  namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': namespace } },
  ...(pods ? { podSelector: { matchLabels: pods } } : {}),
});

/** The pod part: the image's own user (numeric, so the kubelet can check runAsNonRoot). */
export function podSecurity(uid: number, gid = uid) {
  return {
    runAsNonRoot: true,
    runAsUser: uid,
    runAsGroup: gid,
    seccompProfile: { type: 'RuntimeDefault' as const },
  };
}

/** An emptyDir with a size limit, and where a container mounts it. */
export const scratch = (name: string, mountPath: string, sizeLimit: string) => ({
  volume: { name, emptyDir: { sizeLimit } },
  mount: { name, mountPath },
});

/**
 * A workload's own identity, with no API token: none of them talks to the Kubernetes API, and
 * a token that is not mounted cannot be stolen from a compromised pod.
 */
export function serviceAccount(scope: Construct, component: string): void {
  add<IServiceAccount>(scope, {
    apiVersion: 'v1',
    kind: 'ServiceAccount',
    metadata: { name: component, labels: labelsOf(component) },
    automountServiceAccountToken: false,
  });
}

/** The part of a pod spec that ties it to its ServiceAccount, without a token. */
export const identityOf = (component: string) => ({
  serviceAccountName: component,
  automountServiceAccountToken: false,
});
