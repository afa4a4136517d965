// SPDX-License-Identifier: MIT
#include "stackedcontainer.h"

#include <impetus/motionstackedwidget.h>

#include <QtDesigner/QExtensionManager>

namespace Impetus {

StackedContainer::StackedContainer(MotionStackedWidget *stack, QObject *parent) : QObject(parent), m_stack(stack)
{
}

bool StackedContainer::canAddWidget() const
{
    return true;
}

void StackedContainer::addWidget(QWidget *page)
{
    m_stack->addWidget(page);
}

int StackedContainer::count() const
{
    return m_stack->count();
}

int StackedContainer::currentIndex() const
{
    return m_stack->currentIndex();
}

void StackedContainer::insertWidget(int index, QWidget *page)
{
    m_stack->insertWidget(index, page);
}

bool StackedContainer::canRemove(int) const
{
    return true;
}

void StackedContainer::remove(int index)
{
    m_stack->removeWidget(m_stack->widget(index));
}

void StackedContainer::setCurrentIndex(int index)
{
    m_stack->setCurrentIndex(index);
}

QWidget *StackedContainer::widget(int index) const
{
    return m_stack->widget(index);
}

StackedContainerFactory::StackedContainerFactory(QExtensionManager *manager) : QExtensionFactory(manager)
{
}

QObject *StackedContainerFactory::createExtension(QObject *object, const QString &iid, QObject *parent) const
{
    auto *stack = qobject_cast<MotionStackedWidget *>(object);
    if (!stack || iid != Q_TYPEID(QDesignerContainerExtension))
        return nullptr;
    return new StackedContainer(stack, parent);
}

} // namespace Impetus
