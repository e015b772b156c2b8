import { ModalsProvider } from '@mantine/modals';

export default function ModalManager() {
  return <ModalsProvider>{null}</ModalsProvider>;
}
