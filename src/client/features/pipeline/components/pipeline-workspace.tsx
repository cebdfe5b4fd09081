import { useState } from 'react';
import type { StaffMe } from '#shared/schemas/auth.ts';
import { NamedOptions, NativeSelect } from '../../../components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useSalesPeople } from '../api/team.ts';
import { ActivePipelineTab } from './active-pipeline-tab.tsx';
import { ProgressTab } from './progress-tab.tsx';

/** The Sales Pipeline screen (SPEC.md §2): tabs Active Pipeline and Progress. */
export function PipelineWorkspace({ me }: { me: StaffMe }) {
  const [progressRep, setProgressRep] = useState('');
  const people = useSalesPeople();
  return (
    <Tabs defaultValue="active">
      <TabsList>
        <TabsTrigger value="active">Active Pipeline</TabsTrigger>
        <TabsTrigger value="progress">Progress</TabsTrigger>
      </TabsList>
      <TabsContent value="active" className="mt-6">
        <ActivePipelineTab me={me} />
      </TabsContent>
      <TabsContent value="progress" className="mt-6 space-y-6">
        <label className="flex max-w-xs flex-col gap-1.5 text-sm font-semibold">
          Sales person
          <NativeSelect
            value={progressRep}
            onChange={(event) => setProgressRep(event.target.value)}
          >
            <option value="">Everyone</option>
            <NamedOptions options={people.data ?? []} />
          </NativeSelect>
        </label>
        <ProgressTab salesPersonId={progressRep} />
      </TabsContent>
    </Tabs>
  );
}
