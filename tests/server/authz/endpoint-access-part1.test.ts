import { describeEndpointAccess } from './endpoint-access-run.ts';

describeEndpointAccess(1, 3);
