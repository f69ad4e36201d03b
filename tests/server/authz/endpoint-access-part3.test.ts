import { describeEndpointAccess } from './endpoint-access-run.ts';

describeEndpointAccess(3, 3);
